export { Tabs, type TabItem, type TabsProps } from './Tabs';
export type { TabsAppearance } from './Tabs.styles';
