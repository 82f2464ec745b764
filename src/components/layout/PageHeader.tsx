// Fills the header's optional title, centre and right slots from inside a page.
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { Typography } from "antd";
import { useLayout } from "./layout-context";

export interface PageHeaderProps {
  title?: ReactNode;
  /** the title's data-testid */
  titleTestId?: string;
  center?: ReactNode;
  right?: ReactNode;
}

export function PageHeader({ title, titleTestId, center, right }: PageHeaderProps) {
  const { slots } = useLayout();
  return (
    <>
      {title !== undefined && slots.title &&
        createPortal(
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis data-testid={titleTestId}>
            {title}
          </Typography.Title>,
          slots.title,
        )}
      {center !== undefined && slots.center && createPortal(center, slots.center)}
      {right !== undefined && slots.right && createPortal(right, slots.right)}
    </>
  );
}
