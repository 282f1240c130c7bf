import type { Brand } from '@croupier/brand-config';
import { type AnnouncementSet, HOME_BANNER_GROUP } from '../content';

/**
 * Demo banners and notices. Shonali and Northstar get their own; any other brand a generic set. They
 * promise only what the platform does: every link opens a working page, and no text names a bonus,
 * limit, app, schedule or service hour the platform does not have (announcements.test.ts).
 */
function shonaliSet(brand: Brand): AnnouncementSet {
  return {
    banners: [
      { id: `${brand.code}-welcome`, groupName: HOME_BANNER_GROUP, titleEn: 'Crash, Dice and Mines', titleBn: 'ক্র্যাশ, ডাইস ও মাইনস', linkUrl: '/bgs', linkageType: 'internal' },
      { id: `${brand.code}-cricket`, groupName: HOME_BANNER_GROUP, titleEn: 'Check any round yourself', titleBn: 'যেকোনো রাউন্ড নিজেই যাচাই করুন', linkUrl: '/bgs/verify', linkageType: 'internal' },
      { id: `${brand.code}-refer`, groupName: HOME_BANNER_GROUP, titleEn: 'Deposit with bKash or Nagad', titleBn: 'বিকাশ বা নগদে ডিপোজিট করুন', linkUrl: '/member?page=depositv2', linkageType: 'internal' },
    ],
    notices: [
      {
        id: `${brand.code}-notice-deposit`,
        kind: 'PL',
        titleEn: 'Mobile wallet deposits',
        titleBn: 'মোবাইল ওয়ালেটে ডিপোজিট',
        contentEn: 'Send money by bKash or Nagad, enter the transaction ID, and it is credited once our cashier confirms it.',
        contentBn: 'বিকাশ বা নগদে টাকা পাঠান, ট্রানজেকশন আইডি লিখুন; আমাদের ক্যাশিয়ার নিশ্চিত করলেই তা জমা হয়।',
      },
      {
        id: `${brand.code}-notice-cricket`,
        kind: 'PL',
        titleEn: 'Provably fair rounds',
        titleBn: 'প্রমাণযোগ্য ন্যায্য রাউন্ড',
        contentEn: 'Every Crash, Dice and Mines round can be checked on the verify page with its seeds.',
        contentBn: 'ক্র্যাশ, ডাইস ও মাইনসের প্রতিটি রাউন্ড তার সিড দিয়ে যাচাই পাতায় মিলিয়ে দেখা যায়।',
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
      { id: `${brand.code}-reload`, groupName: HOME_BANNER_GROUP, titleEn: 'Crash, Dice and Mines', titleBn: 'ক্র্যাশ, ডাইস ও মাইনস', linkUrl: '/bgs', linkageType: 'internal' },
      { id: `${brand.code}-live-fridays`, groupName: HOME_BANNER_GROUP, titleEn: 'Slots from many studios', titleBn: 'অনেক স্টুডিওর স্লট', linkUrl: '/rng', linkageType: 'internal' },
      { id: `${brand.code}-android`, groupName: HOME_BANNER_GROUP, titleEn: 'Deposit with Rocket or Dutch-Bangla Bank', titleBn: 'রকেট বা ডাচ-বাংলা ব্যাংকে ডিপোজিট করুন', linkUrl: '/member?page=depositv2', linkageType: 'internal' },
    ],
    notices: [
      {
        id: `${brand.code}-notice-hours`,
        kind: 'PL',
        titleEn: 'Help when you need it',
        titleBn: 'দরকারে সাহায্য',
        contentEn: 'Live chat, Telegram and Facebook links to customer service are in the side menu.',
        contentBn: 'গ্রাহক সেবার লাইভ চ্যাট, টেলিগ্রাম ও ফেসবুক লিংক সাইড মেনুতে আছে।',
      },
      {
        id: `${brand.code}-notice-slots`,
        kind: 'PL',
        titleEn: 'Slots by studio',
        titleBn: 'স্টুডিও অনুযায়ী স্লট',
        contentEn: 'The slots page lists every studio we carry; pick one to see its games.',
        contentBn: 'স্লট পাতায় আমাদের সব স্টুডিওর তালিকা আছে; একটি বেছে নিয়ে তার গেমগুলো দেখুন।',
      },
      {
        id: `${brand.code}-notice-limits`,
        kind: 'PL',
        titleEn: 'Play within your limits',
        titleBn: 'সীমার মধ্যে খেলুন',
        contentEn: 'Your betting record and profit and loss pages show every stake and win, so you always know where you stand.',
        contentBn: 'আপনার বেটিং রেকর্ড ও লাভ-ক্ষতির পাতায় প্রতিটি বাজি ও জয় দেখা যায়, তাই আপনি সবসময় নিজের হিসাব জানেন।',
      },
    ],
  };
}

function genericSet(brand: Brand): AnnouncementSet {
  const name = brand.displayName;
  return {
    banners: [
      { id: `${brand.code}-welcome`, groupName: HOME_BANNER_GROUP, titleEn: `Welcome to ${name}`, titleBn: `${name}-এ স্বাগতম`, linkUrl: null, linkageType: 'none' },
      { id: `${brand.code}-live`, groupName: HOME_BANNER_GROUP, titleEn: 'Live casino tables', titleBn: 'লাইভ ক্যাসিনো টেবিল', linkUrl: '/live', linkageType: 'internal' },
      { id: `${brand.code}-slots`, groupName: HOME_BANNER_GROUP, titleEn: 'Hundreds of slots', titleBn: 'শত শত স্লট', linkUrl: '/rng', linkageType: 'internal' },
    ],
    notices: [
      { id: `${brand.code}-notice-open`, kind: 'PL', titleEn: `${name} is open`, titleBn: `${name} এখন খোলা`, contentEn: 'Register and play today.', contentBn: 'আজই নিবন্ধন করে খেলুন।' },
      { id: `${brand.code}-notice-fair`, kind: 'PL', titleEn: 'Provably fair rounds', titleBn: 'প্রমাণযোগ্য ন্যায্য রাউন্ড', contentEn: 'Every Crash, Dice and Mines round can be checked on the verify page.', contentBn: 'ক্র্যাশ, ডাইস ও মাইনসের প্রতিটি রাউন্ড যাচাই পাতায় মিলিয়ে দেখা যায়।' },
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
