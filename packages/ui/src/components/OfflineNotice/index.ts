export {
  OfflineNotice,
  offlineNoticeStatuses,
  connectivityToast,
  connectivityNoticeTimeout,
  defaultOfflineText,
  defaultOnlineText,
} from './OfflineNotice';
export type { OfflineNoticeProps, OfflineNoticeStatus } from './OfflineNotice';
