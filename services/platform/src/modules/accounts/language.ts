// The request language is read by the HTTP layer too (input refusals); one parser serves both.
export { requestLanguage } from '../../http/request-language';
