import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { createFlowStarted } from './create-request.model';

/** Every step of the create-request pages starts clean: no refusal, no request created earlier. */
export function useCreateFlow(): void {
  const started = useUnit(createFlowStarted);
  useEffect(() => started(), [started]);
}
