export {
  BusinessSubmissionForm,
  businessSubmissionStatuses,
  defaultBusinessSubmissionFormLabels,
} from './BusinessSubmissionForm';
export type {
  BusinessSubmissionFormProps,
  BusinessSubmissionStatus,
  BusinessSubmissionFormLabels,
} from './BusinessSubmissionForm';
export { businessInquiryErrors, businessInquiryFields, emptyBusinessInquiry } from './businessInquiryRules';
export type { BusinessInquiryValues, BusinessInquiryMessages } from './businessInquiryRules';
