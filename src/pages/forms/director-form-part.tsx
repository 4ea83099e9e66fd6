/** The message to the director, as the contacts page shows it: src/ui/part-slot.ts. */
import type { Parts } from '../../ui/part-slot';
import DirectorForm from './director/director-form';

export default DirectorForm satisfies Parts['directorForm'];
