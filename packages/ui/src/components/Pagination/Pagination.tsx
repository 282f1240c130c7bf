import { pagerItems } from '@croupier/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { Gap, List, PageButton } from './Pagination.styles';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the control when a screen has more than one; defaults to "Pages". */
  label?: string;
  /** A single page needs no control; set false to show it anyway. */
  hideWhenSinglePage?: boolean;
}

/** Page control of SPEC §9: five pages around the current one and one at each end, with gaps. */
export function Pagination({ page, totalPages, onPageChange, label, hideWhenSinglePage = true }: PaginationProps) {
  const { t, formatNumber } = useUiText();
  const items = pagerItems(page, totalPages);
  if (items.length === 0 || (hideWhenSinglePage && totalPages <= 1)) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <List>
        <li>
          <PageButton type="button" aria-label={t('pagination.previous')} disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
            <ChevronLeftIcon sizePx={18} />
          </PageButton>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <Gap key={item.key} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: formatNumber(item.page) })}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  if (!item.current) onPageChange(item.page);
                }}
              >
                {formatNumber(item.page)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={t('pagination.next')} disabled={current >= totalPages} onClick={() => onPageChange(current + 1)}>
            <ChevronRightIcon sizePx={18} />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
