import { Link } from '@tanstack/react-router';

export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    // Named by its visible words (plus a hidden ", home"), so a voice command saying what is shown finds it.
    <Link to="/" className="flex items-center gap-2.5 rounded-md">
      <svg aria-hidden viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#1f2933'} />
        <path d="M8 8h4v6h8V8h4v16h-4v-6h-8v6H8z" fill="#e8590c" />
      </svg>
      <span className={`text-lg leading-none font-extrabold tracking-tight ${inverse ? 'text-white' : 'text-ink'}`}>
        Hartwell<span className={inverse ? 'text-orange-300' : 'text-brand'}> Tools</span>
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}
