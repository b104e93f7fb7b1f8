/**
 * Lets a field check itself on blur without stealing the click that caused the blur.
 * Pressing Save moves focus off the last field; an error shown at that moment pushes the
 * button down before the pointer is released, and the click is lost. While a button in
 * `root` is pressed (or focus is moving to one), `pressing()` says so and blur checks wait:
 * the submit checks every field anyway.
 */
export interface PressGuard {
  pressing(event?: FocusEvent | { relatedTarget: EventTarget | null }): boolean
  stop(): void
}

function isButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button') !== null
}

export function pressGuard(root: HTMLElement): PressGuard {
  let pressed = false
  const down = (event: Event) => {
    if (isButton(event.composedPath()[0] ?? null)) pressed = true
  }
  // The click follows the release in the same task; forget the press after it.
  const up = () => setTimeout(() => (pressed = false), 0)
  root.addEventListener('pointerdown', down, true)
  document.addEventListener('pointerup', up, true)
  document.addEventListener('pointercancel', up, true)
  return {
    pressing: (event) => pressed || isButton(event?.relatedTarget ?? null),
    stop() {
      root.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    },
  }
}
