export { escapeHtml, inboxPageHtml, type InboxPage } from './inbox-page';
export { listenOn, localUrl, runStandIn, type RunningStandIn } from './stand-in-process';
