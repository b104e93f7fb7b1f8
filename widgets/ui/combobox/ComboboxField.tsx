/**
 * A labelled text field with a listbox popup (WAI-ARIA combobox, list autocomplete).
 * Options come in sections (shown as a list or as tiles); status content (loading,
 * errors, "No result found") shows above them. Focus stays in the input: the active
 * option is announced through aria-activedescendant. Actions (buttons such as 'Use my
 * current location') sit at the top of the popup; Tab reaches them while it is open.
 */
import { type FocusEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react'
import { comboboxKey } from './combobox-keys.ts'

export interface ComboOption {
  key: string
  label: string
  detail?: string
  icon?: ReactNode
  select: () => void
}

export interface ComboSection {
  key: string
  title?: string
  layout?: 'list' | 'tiles'
  options: ComboOption[]
}

export interface ComboAction {
  key: string
  label: string
  icon?: ReactNode
  run: () => void
}

export interface ComboboxFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  sections: ComboSection[]
  actions?: ComboAction[]
  placeholder?: string
  /** the input's form field name: what a plain form submit (without JavaScript) sends */
  name?: string
  /** shown at the top of the open popup: loading, error or empty messages */
  status?: ReactNode
  busy?: boolean
  part?: string
  className?: string
  inputRef?: Ref<HTMLInputElement>
}

export function ComboboxField(props: ComboboxFieldProps) {
  const id = useId()
  const [state, setState] = useState({ open: false, active: -1 })
  const options = props.sections.flatMap((section) => section.options)
  const active = state.active < options.length ? state.active : -1
  const optionId = (index: number) => `${id}-option-${index}`
  const listId = `${id}-listbox`
  const field = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const hasActions = (props.actions?.length ?? 0) > 0
  // Focus coming into a filled field selects its text, so typing replaces the activity or
  // place picked before. The first click after it selects again, since a press puts the
  // caret back (and on a phone the field a dialog focused is tapped first); a later click,
  // or one after typing, places the caret as usual.
  const selectOnClick = useRef(false)
  const close = () => setState({ open: false, active: -1 })
  // Closes when focus leaves the field, not when it moves to one of the popup's actions.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (!next || !field.current?.contains(next)) close()
  }

  const pick = (index: number) => {
    close()
    options[index]?.select()
  }
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node
    const outer = props.inputRef
    if (typeof outer === 'function') outer(node)
    else if (outer) (outer as { current: HTMLInputElement | null }).current = node
  }

  let index = -1
  return (
    <div
      ref={field}
      className={`hire-field hire-combobox ${props.className ?? ''}`}
      part={props.part ?? 'field'}
    >
      <label className="hire-field-label" htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <input
        ref={setInput}
        id={`${id}-input`}
        className="hire-field-input"
        part="input"
        type="text"
        name={props.name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open && active >= 0 ? optionId(active) : undefined}
        aria-busy={props.busy || undefined}
        placeholder={props.placeholder}
        value={props.value}
        onInput={(event) => {
          selectOnClick.current = false
          props.onChange(event.currentTarget.value)
          setState({ open: true, active: -1 })
        }}
        onFocus={(event) => {
          event.currentTarget.select()
          selectOnClick.current = true
        }}
        onMouseDown={(event) => {
          // A press in selected text would collapse it once the click is over.
          if (selectOnClick.current && event.currentTarget.matches(':focus')) {
            event.preventDefault()
          }
        }}
        onClick={(event) => {
          if (selectOnClick.current) event.currentTarget.select()
          selectOnClick.current = false
          setState({ open: true, active })
        }}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && !event.shiftKey && state.open && hasActions) return
          const result = comboboxKey(
            { open: state.open, active },
            event.key,
            options.length,
            event.altKey,
          )
          if (result.handled) {
            event.preventDefault()
            event.stopPropagation()
          }
          setState(result.state)
          if (result.select !== undefined) options[result.select]?.select()
        }}
      />
      <div className="hire-popup" part="popup" hidden={!state.open}>
        {hasActions ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the actions returns to the input
          <div
            className="hire-popup-actions"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return
              event.preventDefault()
              event.stopPropagation()
              close()
              input.current?.focus()
            }}
          >
            {props.actions?.map((action) => (
              <button
                key={action.key}
                type="button"
                className="hire-popup-action"
                part="action"
                tabIndex={state.open ? 0 : -1}
                onMouseDown={(event) => event.preventDefault()}
                onBlur={onBlur}
                onClick={() => {
                  close()
                  action.run()
                }}
              >
                {action.icon}
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
        {/* Loading, a failed lookup and 'No result found' are said aloud: focus stays in the
            input, so without a live region someone typing hears nothing when there is nothing
            to pick. The region stays rendered while the popup is, so each change is heard. */}
        <div role="status">{state.open ? props.status : null}</div>
        <div
          role="listbox"
          id={listId}
          aria-label={props.label}
          className="hire-listbox"
          part="listbox"
        >
          {props.sections.map((section) =>
            section.options.length === 0 ? null : (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
              <div
                key={section.key}
                role="group"
                aria-labelledby={section.title ? `${id}-${section.key}` : undefined}
                className={`hire-option-group hire-layout-${section.layout ?? 'list'}`}
              >
                {section.title ? (
                  <div
                    role="presentation"
                    id={`${id}-${section.key}`}
                    className="hire-option-group-title"
                  >
                    {section.title}
                  </div>
                ) : null}
                {section.options.map((option) => {
                  index += 1
                  const own = index
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay in the input (aria-activedescendant)
                    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
                    <div
                      key={option.key}
                      id={optionId(own)}
                      role="option"
                      aria-selected={own === active}
                      className={`hire-option${own === active ? ' hire-option-active' : ''}`}
                      part="option"
                      // Keeps focus in the input so the click does not close the popup first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(own)}
                    >
                      {option.icon}
                      <span className="hire-option-text">
                        <span className="hire-option-label">{option.label}</span>
                        {option.detail ? (
                          <span className="hire-option-detail">{option.detail}</span>
                        ) : null}
                      </span>
                    </div>
                  )
                })}
              </div>
            ),
          )}
        </div>
      </div>
    </div>
  )
}
