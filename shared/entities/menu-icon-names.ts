// The icons an entity's menu entry (or its table) may name. A definition is plain data, so it names an icon
// instead of importing it; the browser maps each name to its component (src/resources/engine/menu-icons.ts),
// and its type check fails if a name here has no icon there, or an icon there no name here.
export type MenuIconName =
  | "AlertOutlined" | "AppstoreOutlined" | "AuditOutlined" | "BookOutlined" | "CarOutlined" | "ContainerOutlined" | "EnvironmentOutlined"
  | "FileTextOutlined" | "FlagOutlined" | "NodeIndexOutlined" | "SafetyCertificateOutlined" | "ScheduleOutlined" | "ShopOutlined"
  | "TagsOutlined" | "TeamOutlined" | "ToolOutlined" | "UserOutlined";
