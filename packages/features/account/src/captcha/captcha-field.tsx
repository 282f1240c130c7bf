import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getCaptcha } from '@croupier/contract';
import { THROTTLE_MS } from '@croupier/domain';
import { useApiClient } from '@croupier/api-client/react';
import { FieldWithAction, focusRing, Input, Spinner, useThrottle, vars } from '@croupier/ui';
import type { CaptchaState } from './use-captcha';

const ImageButton = styled.button`
  display: grid;
  place-items: center;
  width: 128px;
  height: 44px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
  color: ${vars.colorTextMuted};
  font-size: 12px;
  cursor: pointer;
  ${focusRing}
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface CaptchaFieldProps {
  captchaKey: string;
  /** Asks for a new image under a new key. */
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputTestId: string;
  imageTestId: string;
}

/** SPEC §4 captcha: the image of GET /wps/captcha for a made-up key; a click draws a new one, at most once a second. */
export function CaptchaField({ captchaKey, onRefresh, value, onChange, error, inputTestId, imageTestId }: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const image = useQuery({
    queryKey: [getCaptcha.name, captchaKey],
    queryFn: ({ signal }) => client.callApi(getCaptcha, { query: { key: captchaKey }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const refresh = useThrottle(onRefresh, THROTTLE_MS);
  return (
    <FieldWithAction>
      <Input
        label={t('captcha.label')}
        placeholder={t('captcha.placeholder')}
        autoComplete="off"
        maxLength={12}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        data-testid={inputTestId}
      />
      <ImageButton type="button" onClick={refresh} aria-label={t('captcha.refresh')} title={t('captcha.refresh')} data-testid={`${imageTestId}-refresh`}>
        {image.data ? (
          <img src={`data:image/png;base64,${image.data}`} alt={t('captcha.image')} data-testid={imageTestId} />
        ) : image.isError ? (
          <span>{t('captcha.failed')}</span>
        ) : (
          <Spinner size="small" decorative />
        )}
      </ImageButton>
    </FieldWithAction>
  );
}

export interface FormCaptchaProps {
  captcha: CaptchaState;
  inputTestId: string;
  imageTestId: string;
}

/** A form's captcha, drawn only while the form's captcha state says it is shown. */
export function FormCaptcha({ captcha, inputTestId, imageTestId }: FormCaptchaProps) {
  if (!captcha.shown) return null;
  return (
    <CaptchaField
      captchaKey={captcha.key}
      onRefresh={captcha.refresh}
      value={captcha.value}
      onChange={captcha.setValue}
      error={captcha.error}
      inputTestId={inputTestId}
      imageTestId={imageTestId}
    />
  );
}
