// Command-line options of the bench scripts: `--name value` or `--name=value`.

/**
 * The value of `--name`, '' when it is given without one, undefined when it is absent.
 * @param {string} name
 */
export function option(name) {
  const args = process.argv.slice(2)
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return undefined
  const arg = args[index]
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? '')
}
