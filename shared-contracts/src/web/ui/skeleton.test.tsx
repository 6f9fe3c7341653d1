import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('a skeleton', () => {
  it('is silent, the words beside it saying what is loading', () => {
    const { container } = render(
      <SkeletonGroup label="Loading your results…">
        <Skeleton />
        <Skeleton shape="block" height="6rem" />
        <Skeleton shape="circle" width="3rem" />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading your results…$/u);
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
    expect(shapes[2]).toHaveStyle({ width: '3rem', height: '3rem' });
  });
});
