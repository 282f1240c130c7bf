// Self-hosted faces of the kit's font stack; browsers fetch only the unicode ranges a page uses.
import '@croupier/ui/fonts';

// The console itself is a chunk of its own: this entry is all the page waits for before it asks for it.
void import('./start-console').then(({ startConsole }) => startConsole(document.getElementById('root')));
