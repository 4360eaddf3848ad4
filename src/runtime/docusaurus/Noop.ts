// @docusaurus/Noop: a component that renders nothing, for a theme slot left empty on purpose.
export default function Noop(): null {
  return null;
}
