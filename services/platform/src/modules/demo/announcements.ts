import type { Brand } from '@croupier/brand-config';
import { HOME_BANNER_GROUP, type AnnouncementSet } from '../content/announcements';

/** Demo banners and notices. Shonali and Northstar get their own; any other brand a generic set. */
function shonaliSet(brand: Brand): AnnouncementSet {
  return {
    banners: [
      { id: `${brand.code}-welcome`, groupName: HOME_BANNER_GROUP, titleEn: '100% welcome bonus', titleBn: '১০০% স্বাগতম বোনাস', linkUrl: '/promotions', linkageType: 'internal' },
      { id: `${brand.code}-cricket`, groupName: HOME_BANNER_GROUP, titleEn: 'Cricket season cashback', titleBn: 'ক্রিকেট মৌসুমে ক্যাশব্যাক', linkUrl: '/sports', linkageType: 'internal' },
      { id: `${brand.code}-refer`, groupName: HOME_BANNER_GROUP, titleEn: 'Invite friends, earn together', titleBn: 'বন্ধুদের আমন্ত্রণ জানান, একসাথে আয় করুন', linkUrl: null, linkageType: 'none' },
    ],
    notices: [
      {
        id: `${brand.code}-notice-deposit`,
        kind: 'PL',
        titleEn: 'Faster deposits',
        titleBn: 'দ্রুত ডিপোজিট',
        contentEn: 'Mobile wallet deposits now arrive within two minutes.',
        contentBn: 'মোবাইল ওয়ালেট ডিপোজিট এখন দুই মিনিটের মধ্যে জমা হয়।',
      },
      {
        id: `${brand.code}-notice-cricket`,
        kind: 'PL',
        titleEn: 'Cricket markets open',
        titleBn: 'ক্রিকেট মার্কেট খোলা',
        contentEn: 'Bet on every match of the new season, live and before kick-off.',
        contentBn: 'নতুন মৌসুমের প্রতিটি ম্যাচে লাইভ ও খেলা শুরুর আগে বাজি ধরুন।',
      },
      {
        id: `${brand.code}-notice-safety`,
        kind: 'PL',
        titleEn: 'Keep your account safe',
        titleBn: 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন',
        contentEn: 'Our staff will never ask for your password or verification code.',
        contentBn: 'আমাদের কর্মীরা কখনো আপনার পাসওয়ার্ড বা ভেরিফিকেশন কোড চাইবে না।',
      },
    ],
  };
}

function northstarSet(brand: Brand): AnnouncementSet {
  return {
    banners: [
      { id: `${brand.code}-reload`, groupName: HOME_BANNER_GROUP, titleEn: 'Weekly 25% reload', titleBn: 'সাপ্তাহিক ২৫% রিলোড', linkUrl: '/promotions', linkageType: 'internal' },
      { id: `${brand.code}-live-fridays`, groupName: HOME_BANNER_GROUP, titleEn: 'Live casino Fridays', titleBn: 'লাইভ ক্যাসিনো শুক্রবার', linkUrl: '/live', linkageType: 'internal' },
      { id: `${brand.code}-android`, groupName: HOME_BANNER_GROUP, titleEn: 'Get the Android app', titleBn: 'অ্যান্ড্রয়েড অ্যাপ নিন', linkUrl: 'https://northstar.example/app/android.apk', linkageType: 'external' },
    ],
    notices: [
      {
        id: `${brand.code}-notice-hours`,
        kind: 'PL',
        titleEn: 'Support around the clock',
        titleBn: 'দিনরাত সহায়তা',
        contentEn: 'Live chat now answers 24 hours a day, every day.',
        contentBn: 'লাইভ চ্যাট এখন প্রতিদিন ২৪ ঘণ্টা উত্তর দেয়।',
      },
      {
        id: `${brand.code}-notice-slots`,
        kind: 'PL',
        titleEn: 'New slots every week',
        titleBn: 'প্রতি সপ্তাহে নতুন স্লট',
        contentEn: 'Spinworks and Neon Reels add new games every Monday.',
        contentBn: 'স্পিনওয়ার্কস ও নিয়ন রিলস প্রতি সোমবার নতুন গেম যোগ করে।',
      },
      {
        id: `${brand.code}-notice-limits`,
        kind: 'PL',
        titleEn: 'Play within your limits',
        titleBn: 'সীমার মধ্যে খেলুন',
        contentEn: 'Set daily deposit limits in your account security centre.',
        contentBn: 'অ্যাকাউন্টের নিরাপত্তা কেন্দ্রে দৈনিক ডিপোজিট সীমা ঠিক করুন।',
      },
    ],
  };
}

function genericSet(brand: Brand): AnnouncementSet {
  const name = brand.displayName;
  return {
    banners: [
      { id: `${brand.code}-welcome`, groupName: HOME_BANNER_GROUP, titleEn: `Welcome to ${name}`, titleBn: `${name}-এ স্বাগতম`, linkUrl: '/promotions', linkageType: 'internal' },
      { id: `${brand.code}-live`, groupName: HOME_BANNER_GROUP, titleEn: 'Live tables all day', titleBn: 'সারাদিন লাইভ টেবিল', linkUrl: '/live', linkageType: 'internal' },
      { id: `${brand.code}-slots`, groupName: HOME_BANNER_GROUP, titleEn: 'Hundreds of slots', titleBn: 'শত শত স্লট', linkUrl: '/rng', linkageType: 'internal' },
    ],
    notices: [
      { id: `${brand.code}-notice-open`, kind: 'PL', titleEn: `${name} is open`, titleBn: `${name} এখন খোলা`, contentEn: 'Register and play today.', contentBn: 'আজই নিবন্ধন করে খেলুন।' },
      { id: `${brand.code}-notice-support`, kind: 'PL', titleEn: 'Need help?', titleBn: 'সাহায্য দরকার?', contentEn: 'Customer service is one tap away.', contentBn: 'গ্রাহক সেবা এক ট্যাপ দূরে।' },
      {
        id: `${brand.code}-notice-safety`,
        kind: 'PL',
        titleEn: 'Keep your account safe',
        titleBn: 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন',
        contentEn: 'Never share your password or verification code.',
        contentBn: 'আপনার পাসওয়ার্ড বা ভেরিফিকেশন কোড কখনো কাউকে দেবেন না।',
      },
    ],
  };
}

const SETS_BY_BRAND: Record<string, (brand: Brand) => AnnouncementSet> = { shonali: shonaliSet, northstar: northstarSet };

export function demoAnnouncementsFor(brand: Brand): AnnouncementSet {
  return (SETS_BY_BRAND[brand.code] ?? genericSet)(brand);
}
