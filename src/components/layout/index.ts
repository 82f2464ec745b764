export { AppLayout } from "./AppLayout";
export { FooterPagination, pageCount, type FooterPaginationProps } from "./FooterPagination";
export { PageHeader, type PageHeaderProps } from "./PageHeader";
export { useLayout } from "./layout-context";
export { DocumentTitle } from "./DocumentTitle";
