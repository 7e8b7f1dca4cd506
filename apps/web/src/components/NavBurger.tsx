import { Burger, type BurgerProps } from '@mantine/core';

/** The phone menu's burger: its accessible name says what a tap does (open or close). */
export function NavBurger(props: BurgerProps & { opened: boolean; onClick: () => void }) {
  return (
    <Burger
      size="sm"
      aria-label={props.opened ? 'Close navigation' : 'Open navigation'}
      {...props}
    />
  );
}
