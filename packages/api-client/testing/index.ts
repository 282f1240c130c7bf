export { startStubPlatform, type StubAnswer, type StubFailure, type StubFileAnswer, type StubPlatform, type StubRequest } from './stub-platform';
export { createStubSealingKey, openSealedBody, publishedKeyOf, type StubSealingKey } from './stub-sealing';
export { SAMPLE_CAPTCHA_PNG, sampleCountries, sampleMemberInfo, sampleRegisterSettings, sampleSessionIssued } from './account-fixtures';
