// Self-hosted faces named by the theme's font stacks: Noto Sans Bengali (Bengali and Latin) for every
// brand, Inter for brands that ask for it. Apps import this entry once; the library index stays CSS-free.
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/500.css';
import '@fontsource/noto-sans-bengali/600.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
