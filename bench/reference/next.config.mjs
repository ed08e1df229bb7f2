// The reference app's own (empty) configuration: without it, Next.js reads the site's
// next.config.ts from the repository's root.
const config = {}

export default config
