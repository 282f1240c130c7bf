// Self-hosted faces named by the theme's font stacks: Noto Sans Bengali (Bengali and Latin) for every
// brand, Inter for brands that ask for it. Apps import this entry once; the library index stays CSS-free.
// Two weights only: every weight is a Bengali and a Latin file a phone downloads before its text settles,
// and 500 and 600 are drawn with the nearest face (400 and 700) by the browser's weight matching.
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
