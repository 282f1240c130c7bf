import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { mix, vars } from '@croupier/ui';
import type { PromotionForm } from './promotion-form';

/** What every part of the builder is handed: the form, a way to change it, and the problem of a field. */
export interface BuilderPartProps {
  brand: BackofficeBrand;
  form: PromotionForm;
  /** changes the form; `paths` are the fields changed, whose platform refusals are then cleared */
  update: (change: (form: PromotionForm) => PromotionForm, paths: readonly string[]) => void;
  /** the field's problem in words, once the operator tried to save (or the platform refused it) */
  problemOf: (path: string) => string | undefined;
}

const SectionFrame = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
  padding: 18px 20px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
`;

const SectionHead = styled.header`
  display: grid;
  gap: 2px;
  & h2 {
    margin: 0;
    font-size: 16px;
  }
  & p {
    margin: 0;
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
`;

/** One part of the builder: a heading, a line on what it decides, and its fields. */
export function BuilderSection({ id, title, intro, children, testId }: { id: string; title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <SectionFrame aria-labelledby={id} data-testid={testId}>
      <SectionHead>
        <h2 id={id}>{title}</h2>
        {intro ? <p>{intro}</p> : null}
      </SectionHead>
      {children}
    </SectionFrame>
  );
}

/** Fields side by side where there is room, one under another on a phone. */
export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = 200 }) => $min}px, 100%), 1fr));
  gap: 12px 16px;
  align-items: start;
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** A figure worked out from the fields as they are typed: what the member gets, what a draw costs. */
export const Worked = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorPrimary', 8)};
  font-size: 14px;
`;

/** A problem of a group of fields (none of the game types counts, no prize pays), under the group. */
export const GroupProblem = styled.p`
  margin: 0;
  color: ${vars.colorDanger};
  font-size: 13px;
`;
