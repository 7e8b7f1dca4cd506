import { useEffect, useState } from 'react';
import { endsCtrlM, isCtrlM } from './keys';

/** True while Ctrl+M is held down (spec §2: it reveals the net profit line). */
export function useCtrlMHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (!isCtrlM(event)) return;
      event.preventDefault();
      setHeld(true);
    };
    const up = (event: KeyboardEvent) => {
      if (endsCtrlM(event)) setHeld(false);
    };
    const release = () => setHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
    };
  }, []);
  return held;
}
