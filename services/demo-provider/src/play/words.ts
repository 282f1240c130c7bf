/** The page's few words. The provider's page is its own, outside the brands' dictionaries. */
const ENGLISH = {
  balance: 'Balance',
  bet: 'Bet',
  spin: 'Spin',
  win: 'Win',
  lines: '10 lines',
  paytable: 'Paytable',
  paytableNote: 'Pays per line, times the line bet, for 3, 4 or 5 in a row from the left',
  demoMoney: 'Demo money',
  noWin: 'No win this time',
  winPending: 'Your win is on its way to your balance',
  winRefused: 'Your win could not be paid yet; please contact support',
  notEnoughBalance: 'Not enough balance for this bet',
  sessionEnded: 'This game session has ended. Please open the game again.',
  maintenance: 'The site is under maintenance. Please try again later.',
  accountLocked: 'Your account is locked. Please contact support.',
  refused: 'The bet was not accepted',
  cancelled: 'Connection trouble: the round was cancelled and your bet returned',
  cancelledPending: 'Connection trouble: the round was cancelled and your bet is being returned',
  linkExpired: 'This game link has expired or was already used. Please open the game again from the site.',
  unreachable: 'The game cannot reach the site right now. Please try again in a moment.',
  badLink: 'This game link is incomplete. Please open the game again from the site.',
} as const;

export type Words = { readonly [Key in keyof typeof ENGLISH]: string };

const BENGALI: Words = {
  balance: 'ব্যালেন্স',
  bet: 'বাজি',
  spin: 'স্পিন',
  win: 'জয়',
  lines: '১০টি লাইন',
  paytable: 'পে-টেবিল',
  paytableNote: 'প্রতি লাইনে, লাইন বাজির গুণে, বাম দিক থেকে পরপর ৩, ৪ বা ৫টির জন্য',
  demoMoney: 'ডেমো টাকা',
  noWin: 'এবার জয় হয়নি',
  winPending: 'আপনার জয়ের টাকা ব্যালেন্সে যোগ হচ্ছে',
  winRefused: 'আপনার জয়ের টাকা এখনও দেওয়া যায়নি; অনুগ্রহ করে সহায়তায় যোগাযোগ করুন',
  notEnoughBalance: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই',
  sessionEnded: 'এই গেম সেশন শেষ হয়েছে। অনুগ্রহ করে গেমটি আবার খুলুন।',
  maintenance: 'সাইটে রক্ষণাবেক্ষণ চলছে। পরে আবার চেষ্টা করুন।',
  accountLocked: 'আপনার অ্যাকাউন্ট লক করা আছে। অনুগ্রহ করে সহায়তায় যোগাযোগ করুন।',
  refused: 'বাজিটি গ্রহণ করা হয়নি',
  cancelled: 'সংযোগে সমস্যা: রাউন্ডটি বাতিল হয়েছে এবং আপনার বাজি ফেরত দেওয়া হয়েছে',
  cancelledPending: 'সংযোগে সমস্যা: রাউন্ডটি বাতিল হয়েছে এবং আপনার বাজি ফেরত দেওয়া হচ্ছে',
  linkExpired: 'এই গেমের লিংকের মেয়াদ শেষ বা আগেই ব্যবহার হয়েছে। সাইট থেকে গেমটি আবার খুলুন।',
  unreachable: 'গেমটি এখন সাইটের সাথে যোগাযোগ করতে পারছে না। একটু পরে আবার চেষ্টা করুন।',
  badLink: 'এই গেমের লিংকটি অসম্পূর্ণ। সাইট থেকে গেমটি আবার খুলুন।',
};

export type PageLanguage = 'en' | 'bn';

export function languageOf(text: string | undefined): PageLanguage {
  return text === 'bn' ? 'bn' : 'en';
}

export function wordsOf(language: PageLanguage): Words {
  return language === 'bn' ? BENGALI : ENGLISH;
}
