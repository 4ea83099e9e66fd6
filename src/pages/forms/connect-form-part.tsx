/** The connection request, as other features show it (the home page, the coverage check): src/ui/part-slot.ts. */
import type { Parts } from '../../ui/part-slot';
import ConnectForm from './connect/connect-form';

export default ConnectForm satisfies Parts['connectForm'];
