import { matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { examplePath, routesOwnedBy } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { REMOTE } from '../lib/remote';
import { QuizRoutes } from './app';
import { QUIZ_ROUTES } from './routes';

describe('the quiz serves every path the route manifest gives it', () => {
  it.each(routesOwnedBy(REMOTE).map((route) => [route.path]))('%s', (path) => {
    const leaf = matchRoutes(QUIZ_ROUTES, examplePath(path))?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.element).toBeTruthy();
  });
});

describe('quiz routing', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/quiz/health': 'never' });
  });

  it('shows the health quiz at /quiz', () => {
    renderAt('/quiz', <QuizRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quiz…');
  });

  it('shows the page of a weight-loss programme', () => {
    mockApi({ 'GET /api/weight-loss/programmes/premium': 'never', 'GET /api/weight-loss/programmes': 'never' });
    renderAt('/offer/weight-loss-programme-premium', <QuizRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Weight-loss programme' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the programme…');
  });

  it('leaves the other offers to the catalogue', () => {
    renderAt('/offer/spring-sale', <QuizRoutes />);
    expect(currentLocation()).toBe('/offer/spring-sale');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a path nobody owns to the 404 page', () => {
    renderAt('/quiz/weight-loss/other', <QuizRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });
});
