// The site registers its own navbar item type by extending the theme's map.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestsNavbarItem from '../../components/TestsNavbarItem';

export default {
  ...ComponentTypes,
  'custom-tests-navbar-item': TestsNavbarItem,
};
