import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { formatDateTime } from '@croupier/i18n';
import { vars } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Code } from '../parts/page-parts';
import { zoneLabel } from './audit-query';

const Pairs = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  margin: 0;
  & > div {
    display: flex;
    gap: 4px;
  }
  & dt {
    color: ${vars.colorTextMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** An amount the audit keeps in minor units: a whole number, or its digits as text (bigints are kept so). */
function minorUnitsOf(key: string, value: unknown): number | null {
  if (!key.endsWith('Minor')) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function shownValue(key: string, value: unknown, brand: BackofficeBrand | undefined, timeZone: string): { label: string; text: string; money: boolean } {
  const minor = brand ? minorUnitsOf(key, value) : null;
  if (minor !== null && brand) return { label: key.slice(0, -'Minor'.length), text: brandMoney(brand, minor), money: true };
  // a time the entry keeps (expiredAt) reads like the log's own times: the reader's zone, named
  if (key.endsWith('At') && typeof value === 'string' && ISO_INSTANT.test(value)) return { label: key, text: `${formatDateTime(value, 'en', timeZone)} ${zoneLabel(value, timeZone)}`, money: false };
  return { label: key, text: typeof value === 'string' ? value : JSON.stringify(value), money: false };
}

/**
 * One side of an entry's change: an object's fields as name and value, amounts in minor units written
 * in the entry's brand's money (amountMinor 150000 reads amount ৳1,500.00), times (…At) in the
 * reader's zone, named; anything else as JSON.
 */
export function AuditChange({ value, brand, timeZone, testId }: { value: unknown; brand: BackofficeBrand | undefined; timeZone: string; testId: string }) {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return <Code data-testid={testId}>{JSON.stringify(value)}</Code>;
  const fields = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== null && field !== undefined);
  return (
    <Pairs data-testid={testId}>
      {fields.map(([key, field]) => {
        const shown = shownValue(key, field, brand, timeZone);
        return (
          <div key={key}>
            <dt>{shown.label}</dt>
            <dd data-money={shown.money || undefined}>{shown.text}</dd>
          </div>
        );
      })}
    </Pairs>
  );
}
