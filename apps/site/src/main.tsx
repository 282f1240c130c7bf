// The site holds no code of its own: it starts the app shell for the brand its page was served for.
import { bootSite } from '@croupier/app-shell/boot';

bootSite();
