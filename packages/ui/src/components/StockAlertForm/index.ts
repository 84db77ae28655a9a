export { StockAlertForm, stockAlertStatuses, defaultStockAlertFormLabels } from './StockAlertForm';
export type { StockAlertFormProps, StockAlertStatus, StockAlertFormLabels } from './StockAlertForm';
