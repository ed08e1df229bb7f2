import { honeypotField } from '@/forms/limits'

/**
 * A field people never see or reach with the keyboard; bots that fill every input give
 * themselves away (their post is answered like a success and dropped).
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
