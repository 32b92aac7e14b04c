/** Why some picked files were not added: each refused file by name, and a full list once. */
export function FileErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="couple-file-errors" role="alert">
      {errors.map((error) => (
        <li key={error} className="field__error">
          {error}
        </li>
      ))}
    </ul>
  );
}
