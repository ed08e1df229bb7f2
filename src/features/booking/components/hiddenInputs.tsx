/** A form's hidden fields, one input per name. */
export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
