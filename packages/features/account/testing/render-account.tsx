import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, useMemo, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import {
  SAMPLE_CAPTCHA_PNG,
  sampleCountries,
  sampleMemberInfo,
  sampleRegisterSettings,
  type StubPlatform,
} from '@croupier/api-client/testing';
import { parseBrandText, type Brand, type BrandFeatures } from '@croupier/brand-config';
import { getCaptcha, getCountries, getMemberInfo, getRegisterSettings, type SessionIssued } from '@croupier/contract';
import { roleOf, type Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { AccountEnvironmentProvider, type AccountEnvironment, type AccountPopupName, type AccountPopupOptions } from '../src/environment/account-environment';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../../brands');

export function loadBrand(code: 'shonali' | 'northstar', features: Partial<BrandFeatures> = {}): Brand {
  const brand = parseBrandText(readFileSync(path.join(BRANDS_DIR, `${code}.json`), 'utf8'), `brands/${code}.json`);
  return { ...brand, features: { ...brand.features, ...features } };
}

/** The calls every account screen may make before the one under test: settings, countries, captcha, member info. */
export function answerAccountBasics(platform: StubPlatform): void {
  platform.answer(getRegisterSettings, () => ({ value: sampleRegisterSettings() }));
  platform.answer(getCountries, () => ({ value: sampleCountries() }));
  platform.answer(getCaptcha, () => ({ value: SAMPLE_CAPTCHA_PNG }));
  platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo() }));
}

/** What the screens under test asked of the app around them. */
export interface AccountRecord {
  token: string | null;
  sessions: SessionIssued[];
  endedSessions: number;
  passwordChangeRequired: boolean[];
  popups: { name: AccountPopupName; options: AccountPopupOptions | undefined }[];
  closedPopups: number;
  pathname: string;
}

function LocationProbe({ record }: { record: AccountRecord }) {
  record.pathname = useLocation().pathname;
  return null;
}

function Host({ brand, record, children }: { brand: Brand; record: AccountRecord; children: ReactElement }) {
  const [token, setToken] = useState(record.token);
  const [memberType, setMemberType] = useState<number | null>(null);
  const environment = useMemo<AccountEnvironment>(
    () => ({
      brand,
      token,
      role: token ? roleOf(memberType ?? 0) : 'guest',
      startSession: (issued) => {
        record.sessions.push(issued);
        record.token = issued.token;
        setToken(issued.token);
        setMemberType(issued.memberType);
      },
      endSession: () => {
        record.endedSessions += 1;
        record.token = null;
        setToken(null);
      },
      setPasswordChangeRequired: (required) => record.passwordChangeRequired.push(required),
      openPopup: (name, options) => record.popups.push({ name, options }),
      closePopup: () => {
        record.closedPopups += 1;
      },
      storage: window.localStorage,
    }),
    [brand, token, memberType, record],
  );
  return <AccountEnvironmentProvider environment={environment}>{children}</AccountEnvironmentProvider>;
}

export interface RenderAccountOptions {
  platform: StubPlatform;
  brand?: Brand;
  language?: Language;
  /** A session already held before the screen opens */
  token?: string | null;
  path?: string;
}

/**
 * Renders an account screen as the shell would, against a real stub platform: real API client (so
 * bodies are sealed and opened), real i18next with the on-demand dictionary, a memory router, and a
 * recording environment in place of the shell's stores.
 */
export function renderAccount(ui: ReactElement, { platform, brand = loadBrand('shonali'), language = 'en', token = null, path: initialPath = '/' }: RenderAccountOptions) {
  const record: AccountRecord = { token, sessions: [], endedSessions: 0, passwordChangeRequired: [], popups: [], closedPopups: 0, pathname: initialPath };
  const client = createApiClient({ merchantCode: brand.merchantCode, baseUrl: platform.url, getToken: () => record.token, getLanguage: () => language });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={[initialPath]}>
            <LocationProbe record={record} />
            <Host brand={brand} record={record}>
              <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
            </Host>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, record, queryClient, i18n };
}
