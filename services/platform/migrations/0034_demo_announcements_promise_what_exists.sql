-- The first demo banners and notices of Shonali and Northstar promised what the platform does not have
-- (a welcome bonus, cashback, a weekly reload, deposit limits in the security centre, an Android app,
-- two-minute deposits, round-the-clock chat). Each is rewritten to the wording demo/announcements.ts now
-- seeds, under the same id, and only while it still reads as first seeded: an operator's edit stands.

UPDATE banners SET title_en = 'Crash, Dice and Mines', title_bn = 'ক্র্যাশ, ডাইস ও মাইনস', link_url = '/bgs', linkage_type = 'internal'
 WHERE merchant_code = 'SHONALI' AND banner_id = 'shonali-welcome' AND title_en = '100% welcome bonus';
UPDATE banners SET title_en = 'Check any round yourself', title_bn = 'যেকোনো রাউন্ড নিজেই যাচাই করুন', link_url = '/bgs/verify', linkage_type = 'internal'
 WHERE merchant_code = 'SHONALI' AND banner_id = 'shonali-cricket' AND title_en = 'Cricket season cashback';
UPDATE banners SET title_en = 'Deposit with bKash or Nagad', title_bn = 'বিকাশ বা নগদে ডিপোজিট করুন', link_url = '/member?page=depositv2', linkage_type = 'internal'
 WHERE merchant_code = 'SHONALI' AND banner_id = 'shonali-refer' AND title_en = 'Invite friends, earn together';

UPDATE notices SET title_en = 'Mobile wallet deposits', title_bn = 'মোবাইল ওয়ালেটে ডিপোজিট',
       content_en = 'Send money by bKash or Nagad, enter the transaction ID, and it is credited once our cashier confirms it.',
       content_bn = 'বিকাশ বা নগদে টাকা পাঠান, ট্রানজেকশন আইডি লিখুন; আমাদের ক্যাশিয়ার নিশ্চিত করলেই তা জমা হয়।'
 WHERE merchant_code = 'SHONALI' AND notice_id = 'shonali-notice-deposit' AND content_en = 'Mobile wallet deposits now arrive within two minutes.';
UPDATE notices SET title_en = 'Provably fair rounds', title_bn = 'প্রমাণযোগ্য ন্যায্য রাউন্ড',
       content_en = 'Every Crash, Dice and Mines round can be checked on the verify page with its seeds.',
       content_bn = 'ক্র্যাশ, ডাইস ও মাইনসের প্রতিটি রাউন্ড তার সিড দিয়ে যাচাই পাতায় মিলিয়ে দেখা যায়।'
 WHERE merchant_code = 'SHONALI' AND notice_id = 'shonali-notice-cricket' AND content_en = 'Bet on every match of the new season, live and before kick-off.';

UPDATE banners SET title_en = 'Crash, Dice and Mines', title_bn = 'ক্র্যাশ, ডাইস ও মাইনস', link_url = '/bgs', linkage_type = 'internal'
 WHERE merchant_code = 'NORTHSTAR' AND banner_id = 'northstar-reload' AND title_en = 'Weekly 25% reload';
UPDATE banners SET title_en = 'Slots from many studios', title_bn = 'অনেক স্টুডিওর স্লট', link_url = '/rng', linkage_type = 'internal'
 WHERE merchant_code = 'NORTHSTAR' AND banner_id = 'northstar-live-fridays' AND title_en = 'Live casino Fridays';
UPDATE banners SET title_en = 'Deposit with Rocket or Dutch-Bangla Bank', title_bn = 'রকেট বা ডাচ-বাংলা ব্যাংকে ডিপোজিট করুন', link_url = '/member?page=depositv2', linkage_type = 'internal'
 WHERE merchant_code = 'NORTHSTAR' AND banner_id = 'northstar-android' AND title_en = 'Get the Android app';

UPDATE notices SET title_en = 'Help when you need it', title_bn = 'দরকারে সাহায্য',
       content_en = 'Live chat, Telegram and Facebook links to customer service are in the side menu.',
       content_bn = 'গ্রাহক সেবার লাইভ চ্যাট, টেলিগ্রাম ও ফেসবুক লিংক সাইড মেনুতে আছে।'
 WHERE merchant_code = 'NORTHSTAR' AND notice_id = 'northstar-notice-hours' AND content_en = 'Live chat now answers 24 hours a day, every day.';
UPDATE notices SET title_en = 'Slots by studio', title_bn = 'স্টুডিও অনুযায়ী স্লট',
       content_en = 'The slots page lists every studio we carry; pick one to see its games.',
       content_bn = 'স্লট পাতায় আমাদের সব স্টুডিওর তালিকা আছে; একটি বেছে নিয়ে তার গেমগুলো দেখুন।'
 WHERE merchant_code = 'NORTHSTAR' AND notice_id = 'northstar-notice-slots' AND content_en = 'Spinworks and Neon Reels add new games every Monday.';
UPDATE notices SET title_en = 'Play within your limits', title_bn = 'সীমার মধ্যে খেলুন',
       content_en = 'Your betting record and profit and loss pages show every stake and win, so you always know where you stand.',
       content_bn = 'আপনার বেটিং রেকর্ড ও লাভ-ক্ষতির পাতায় প্রতিটি বাজি ও জয় দেখা যায়, তাই আপনি সবসময় নিজের হিসাব জানেন।'
 WHERE merchant_code = 'NORTHSTAR' AND notice_id = 'northstar-notice-limits' AND content_en = 'Set daily deposit limits in your account security centre.';
