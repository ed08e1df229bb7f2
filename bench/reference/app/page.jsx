export const dynamic = 'force-static'

export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>The bare framework the site&apos;s pages are measured against.</p>
    </main>
  )
}
