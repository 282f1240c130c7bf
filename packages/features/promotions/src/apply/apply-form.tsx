import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMOTION_REMARK_MAX_CHARS } from '@croupier/contract';
import { newRequestId } from '@croupier/api-client';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Form, FormField, Message, mix, vars } from '@croupier/ui';
import { outcomeUnknown, promotionErrorText } from '../parts/error-text';
import type { useApplyPromotion } from '../parts/queries';
import { ImagePicker } from './image-picker';
import type { ChosenImage } from './read-image';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 110px;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.colorDanger : vars.colorBorder)};
  background: ${vars.colorSurfaceRaised};
  color: ${vars.colorText};
  font: inherit;
  font-size: 15px;
  line-height: 1.5;
  resize: vertical;
  &:focus {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 1px;
  }
`;

const Counter = styled.span<{ $over: boolean; $near: boolean }>`
  justify-self: end;
  font-size: 12.5px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ $over, $near }) => ($over ? vars.colorDanger : $near ? vars.colorWarning : vars.colorTextMuted)};
`;

const RemarkBox = styled.div`
  display: grid;
  gap: 4px;
`;

const Sent = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorSuccess', 12, vars.colorSurface)};
`;

/** Characters as the reader counts them: an emoji or a Bengali letter is one, not two UTF-16 units. */
export function remarkLength(remark: string): number {
  return Array.from(remark).length;
}

interface Attempt {
  key: string;
  requestId: string;
}

/**
 * SPEC §5 promotion application: a remark of at most 140 characters with a live counter, and up to
 * three PNG or JPG images of at most 5 MB. Every limit is checked here first, in the reader's language;
 * what the server still refuses is said in the same words. One attempt is one request id: a retry after
 * a lost answer sends the same one, so the server records the application once; a changed form or a
 * settled answer starts a new attempt. The sending is its page's (`apply`), so the answer outlives the
 * form when the promotion's new state would take the form away.
 */
export function ApplyForm({ promotionId, apply }: { promotionId: string; apply: ReturnType<typeof useApplyPromotion> }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [remarkProblem, setRemarkProblem] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const length = remarkLength(remark);
  const over = length > PROMOTION_REMARK_MAX_CHARS;
  const max = formatInteger(PROMOTION_REMARK_MAX_CHARS, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (over) {
      setRemarkProblem(true);
      return;
    }
    const key = `${remark}\u0000${images.map((image) => image.id).join(',')}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    const { requestId } = attempt.current;
    apply.mutate(
      { promotionId, body: { requestId, remark, images: images.map(({ contentType, dataBase64 }) => ({ contentType, dataBase64 })) } },
      {
        onSuccess: () => {
          attempt.current = null;
        },
        // Only an answer that settles the attempt frees its id; an unknown outcome keeps it for the retry.
        onError: (error) => {
          if (!outcomeUnknown(error)) attempt.current = null;
        },
      },
    );
  };

  if (apply.isSuccess) {
    return (
      <Sent data-testid="apply-sent">
        <Message tone="success" variant="text" announce>
          {t('apply.sent')}
        </Message>
      </Sent>
    );
  }

  const failure = apply.error ? promotionErrorText(apply.error) : null;
  const remarkError = remarkProblem && over ? t('apply.remarkTooLong', { count: length, length: formatInteger(length, language), max }) : undefined;
  return (
    <Form spacing="roomy" noValidate onSubmit={submit} data-testid="apply-form" id="apply">
      <FormField label={t('apply.remark')} hint={t('apply.remarkHint')} error={remarkError} errorTestId="apply-remark-error">
        {(control) => (
          <RemarkBox>
            <TextArea
              {...control}
              value={remark}
              $invalid={over}
              placeholder={t('apply.remarkPlaceholder')}
              onChange={(event) => {
                setRemark(event.target.value);
                setRemarkProblem(false);
                apply.reset();
              }}
              data-testid="apply-remark"
            />
            <Counter $over={over} $near={!over && length > PROMOTION_REMARK_MAX_CHARS - 20} data-testid="apply-remark-count" data-length={length}>
              {t('apply.remarkCount', { length: formatInteger(length, language), max })}
            </Counter>
          </RemarkBox>
        )}
      </FormField>
      <ImagePicker
        images={images}
        onChange={(next) => {
          setImages(next);
          apply.reset();
        }}
        disabled={apply.isPending}
      />
      {failure ? (
        <Message tone="error" announce data-testid="apply-error">
          {t(failure.key, failure.values)}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" fullWidth loading={apply.isPending} data-testid="apply-submit">
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </Button>
    </Form>
  );
}
