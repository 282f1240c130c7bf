import styled from 'styled-components';
import { visuallyHidden } from '../../theme/styleHelpers';

/** Text for screen readers only, such as the full sentence behind a count or an icon. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
