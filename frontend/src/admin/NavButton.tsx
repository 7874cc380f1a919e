import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A real link (open in new tab works) that looks like a button and navigates in the app. */
export function NavButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
