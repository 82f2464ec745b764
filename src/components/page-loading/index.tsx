// What a route shows while its code chunk downloads.
import { Flex, Spin } from "antd";

export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} data-testid="page-loading">
      <Spin />
    </Flex>
  );
}
