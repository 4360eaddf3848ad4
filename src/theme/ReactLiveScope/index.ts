// What the code of a live block can use without importing it. Swizzle (wrap) to add your own
// components: `export default { ...Original, Button }`.
import * as React from 'react';

const ReactLiveScope: Record<string, unknown> = {
  React,
  Fragment: React.Fragment,
  useState: React.useState,
  useEffect: React.useEffect,
  useLayoutEffect: React.useLayoutEffect,
  useRef: React.useRef,
  useMemo: React.useMemo,
  useCallback: React.useCallback,
  useReducer: React.useReducer,
  useContext: React.useContext,
  createContext: React.createContext,
  useId: React.useId,
  useTransition: React.useTransition,
  useDeferredValue: React.useDeferredValue,
  memo: React.memo,
  forwardRef: React.forwardRef,
};

export default ReactLiveScope;
