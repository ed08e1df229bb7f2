export const dynamic = 'force-static'

export default function BenchReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
    </main>
  )
}
