// Footer pagination of every table (sizes PAGE_SIZE_OPTIONS): first, previous,
// 'N de M', next, last and 'Registros por página'. Controlled: the table owns page and size.
import { Button, Flex, Select, Typography } from "antd";
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { PAGE_SIZE_OPTIONS } from "@shared/config";
import { useClickGuard } from "@/components/click-guard";
import { PAGINATION_TEXTS } from "@shared/i18n/shell";

export interface FooterPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** Number of pages; an empty result still shows page 1 of 1. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

export function FooterPagination({
  current, pageSize, total, onChange, pageSizeOptions = PAGE_SIZE_OPTIONS,
}: FooterPaginationProps) {
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  const go = useClickGuard((target: number) => onChange(target, pageSize));
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Flex align="center" justify="flex-end" gap={8} wrap="wrap" style={{ padding: "8px 0" }}>
      <Button size="small" icon={<DoubleLeftOutlined />} aria-label={PAGINATION_TEXTS.first} disabled={page <= 1} onClick={() => go(1)} />
      <Button size="small" icon={<LeftOutlined />} aria-label={PAGINATION_TEXTS.previous} disabled={page <= 1} onClick={() => go(page - 1)} />
      <Typography.Text data-testid="pagination-status">{PAGINATION_TEXTS.of(page, pages)}</Typography.Text>
      <Button size="small" icon={<RightOutlined />} aria-label={PAGINATION_TEXTS.next} disabled={page >= pages} onClick={() => go(page + 1)} />
      <Button size="small" icon={<DoubleRightOutlined />} aria-label={PAGINATION_TEXTS.last} disabled={page >= pages} onClick={() => go(pages)} />
      <Typography.Text>{PAGINATION_TEXTS.pageSize}</Typography.Text>
      <Select
        size="small"
        aria-label={PAGINATION_TEXTS.pageSize}
        value={pageSize}
        style={{ width: 80 }}
        options={sizes.map((size) => ({ value: size, label: String(size) }))}
        // a new page size starts again at page 1
        onChange={(size: number) => onChange(1, size)}
      />
    </Flex>
  );
}
