import { useDocsSidebar, type PropSidebarItem } from 'docsite/runtime';

interface Row {
  label: string;
  kind: string;
  props: Record<string, unknown>;
}

function collect(items: PropSidebarItem[], out: Row[]): Row[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.customProps) out.push({ label: item.label, kind: item.type, props: item.customProps });
    if (item.type === 'category') collect(item.items, out);
  }
  return out;
}

/** Every item of the current sidebar that carries custom props, with the props as JSON. */
export default function CustomPropsTable() {
  const sidebar = useDocsSidebar();
  if (!sidebar) return <p>This page shows no sidebar, so there are no custom props to list.</p>;
  const rows = collect(sidebar.items, []);
  return (
    <table>
      <thead>
        <tr>
          <th>Item</th>
          <th>Kind</th>
          <th>Custom props</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.label}`}>
            <td>{row.label}</td>
            <td>{row.kind}</td>
            <td>
              <code>{JSON.stringify(row.props)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
