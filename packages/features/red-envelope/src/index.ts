export { RedEnvelopeScreen, type RedEnvelopeScreenProps } from './screen/red-envelope-screen';
export { EnvelopeArt, type EnvelopeArtProps, type EnvelopeState } from './parts/envelope-art';
export { grabErrorKey, RED_ENVELOPE_MESSAGE_CODES } from './parts/error-text';
