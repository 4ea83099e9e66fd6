/** The application for a vacancy, as the vacancies show it: src/ui/part-slot.ts. */
import type { Parts } from '../../ui/part-slot';
import ApplyForm from './vacancy/apply-form';

export default ApplyForm satisfies Parts['applyForm'];
