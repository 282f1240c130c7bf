import styled, { css } from 'styled-components';
import { mix, vars, type ThemeToken } from '../../theme/cssVars';

export type MessageTone = 'info' | 'success' | 'warning' | 'error';
export type MessageVariant = 'box' | 'text';

const TONE_TOKEN: Record<Exclude<MessageTone, 'info'>, ThemeToken> = { success: 'colorSuccess', warning: 'colorWarning', error: 'colorDanger' };

/**
 * A box keeps its words in the text colour and shows its tone in the tint and the frame: a brand's
 * success green or warning amber, as text on its own tint, need not be readable, the text colour is.
 */
const box = (tone: MessageTone) => css`
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  font-size: 14px;
  line-height: 1.45;
  color: ${vars.colorText};
  background: ${tone === 'info' ? vars.colorSurfaceRaised : mix(TONE_TOKEN[tone], 14)};
  border: 1px solid ${tone === 'info' ? vars.colorBorder : mix(TONE_TOKEN[tone], 45)};
  overflow-wrap: anywhere;
`;

/** A line of text among others (a report's "nothing found", a refusal under a table): the tone is its colour. */
const text = (tone: MessageTone) => css`
  color: ${tone === 'info' ? vars.colorTextMuted : vars[TONE_TOKEN[tone]]};
`;

export const MessageText = styled.p<{ $tone: MessageTone; $variant: MessageVariant }>`
  margin: 0;
  ${({ $tone, $variant }) => ($variant === 'box' ? box($tone) : text($tone))}
`;
