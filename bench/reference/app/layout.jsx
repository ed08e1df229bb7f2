/**
 * The reference of bench:lighthouse: a bare Next.js app of the same version as the site, with
 * no stylesheet, fonts or scripts of its own, so each page of the site is read against the
 * framework's floor on this machine.
 */
export const metadata = { title: 'Reference page', description: 'The bare framework.' }

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
