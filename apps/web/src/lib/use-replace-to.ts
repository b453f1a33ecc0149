import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the address with `to` once it is set (null: stay). A hook rather than react-router's
 * `<Navigate>`, which would add its code to the framework chunk every page loads.
 */
export function useReplaceTo(to: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to !== null) void navigate(to, { replace: true });
  }, [navigate, to]);
}
